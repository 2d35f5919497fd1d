import type { IconType } from 'react-icons';
import { LuBuilding2, LuCalendarDays, LuContact, LuHandshake, LuInbox, LuMapPin, LuPackage, LuStore, LuUserCog, LuUsers } from 'react-icons/lu';
import type { MenuKey } from '../../shared/navigation/menu.js';

export const MENU_ICONS: Record<MenuKey, IconType> = {
  requests: LuInbox,
  planning: LuCalendarDays,
  clients: LuBuilding2,
  locations: LuMapPin,
  subcontractors: LuHandshake,
  agents: LuUsers,
  branches: LuStore,
  contacts: LuContact,
  users: LuUserCog,
  equipment: LuPackage,
};
