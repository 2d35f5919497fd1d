/**
 * What the directory's one set of machinery (list, form, delete, detail) needs to know about a
 * collection. Each of the nine collections is one such description (./<name>-collection.ts);
 * nothing about a collection is written anywhere else.
 */
import type {
  AccountRow, Action, Actor, AgentRow, DirectoryEntity, BranchRow, ClientRow, ContactRow, EquipmentRow, LicenseRow, LocationRow, OwnerFacts,
  SubcontractorRow, UsageFacts, UserWorkspace,
} from '../../../../src-sync/index.js';
import type { Translate } from '../../../i18n/index.js';
import type { Lookups } from './lookups.js';

/** The user's local database, as the screens read it. */
export type LocalDb = UserWorkspace['db'];

export type { DirectoryEntity };

export interface DirectoryRows {
  clients: ClientRow;
  branches: BranchRow;
  locations: LocationRow;
  subcontractors: SubcontractorRow;
  agents: AgentRow;
  licenses: LicenseRow;
  equipment: EquipmentRow;
  contacts: ContactRow;
  accounts: AccountRow;
}

export type AnyRow = DirectoryRows[DirectoryEntity] & { tempId?: string | null };

/** How a field is typed and shown. `coordinates` is latitude and longitude as one widget. */
export type FieldKind = 'text' | 'email' | 'phone' | 'textarea' | 'timezone' | 'coordinates' | 'date' | 'select';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface FormContext {
  lookups: Lookups;
  /** The record's current values (an empty object for a new one). */
  values: Readonly<Record<string, string>>;
  /** Set when the record is created under a parent (a client's branch): the parent's field and id. */
  parent: ParentLink | null;
  mode: 'create' | 'update';
  /** Who fills the form in: an admin chooses owners, a subcontractor's are its own. */
  actor: Actor | null;
  t: Translate;
}

export interface FieldSpec {
  /** The wire name (for `coordinates`: the widget writes `latitude` and `longitude`). */
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** Set at creation only: the owner of a record never moves. */
  createOnly?: boolean;
  /** Only for `select`. */
  options?: (context: FormContext) => SelectOption[];
  /** Whether the field shows (an owner chosen by its parent tab is not asked again). */
  shown?: (context: FormContext) => boolean;
  /** Spans both columns of the form on wide screens. */
  wide?: boolean;
  /** Suggestions offered while typing (licence types). */
  suggestions?: (context: FormContext) => string[];
}

export interface Column<R> {
  /** Key under `directory:columns`. */
  key: string;
  cell: (row: R, lookups: Lookups, t: Translate) => string;
  /** Left out on narrow screens' cards (the card shows title, subtitle and badges). */
  wideOnly?: boolean;
}

export interface RowBadge {
  /** The full catalogue key (`directory:badges.archived`). */
  label: string;
  values?: Readonly<Record<string, string | number>>;
  palette: 'gray' | 'orange' | 'red' | 'green' | 'blue';
}

export interface ParentLink {
  /** The child's field that names the parent (`client_id`). */
  field: string;
  id: number;
}

/** A tab of the detail view listing the record's children. */
export interface ChildTab {
  entity: DirectoryEntity;
  /** The child's field that points at this record. */
  field: string;
}

export interface CollectionConfig<E extends DirectoryEntity = DirectoryEntity> {
  entity: E;
  /** The permission table's subject (`client` in `client.create`). */
  actions: { create: Action; update: Action; delete: Action };
  title: (row: DirectoryRows[E], lookups: Lookups) => string;
  subtitle: (row: DirectoryRows[E], lookups: Lookups, t: Translate) => string | null;
  columns: Column<DirectoryRows[E]>[];
  badges?: (row: DirectoryRows[E], lookups: Lookups) => RowBadge[];
  search: (row: DirectoryRows[E], lookups: Lookups) => string;
  /** The form's fields; the schemas and rules are the wire contract's (DIRECTORY_WRITES). */
  fields: FieldSpec[];
  /** Who owns a record (for the permission table); `row` may be a new record's values. */
  owner: (row: Partial<DirectoryRows[E]>, lookups: Lookups) => OwnerFacts;
  children?: ChildTab[];
  /** What this device knows still refers to the record (the server has the last word). */
  usage: (db: LocalDb, id: number) => Promise<UsageFacts>;
}
