/** The visibility policy of every synced entity, by entity name (= table name). */
import type { SyncEntity } from '../../src-sync/protocol/sync.js';
import { channelGroupPolicy, channelPolicy, messagePolicy, notificationPolicy } from './chat-visibility.js';
import {
  branchPolicy, clientPolicy, contactPolicy, equipmentPolicy, locationPolicy, subcontractorPolicy,
} from './organisation-visibility.js';
import { accountPolicy, agentPolicy, licensePolicy } from './people-visibility.js';
import { agentPositionPolicy, sosAlertPolicy } from './field-visibility.js';
import { historyPolicy, planningPolicy, shiftPolicy } from './planning-visibility.js';
import { requestEquipmentPolicy, requestPolicy, timeslotPolicy } from './request-visibility.js';
import type { EntityPolicy } from './types.js';

export const ENTITY_POLICIES: Record<SyncEntity, EntityPolicy> = {
  clients: clientPolicy,
  branches: branchPolicy,
  locations: locationPolicy,
  subcontractors: subcontractorPolicy,
  agents: agentPolicy,
  licenses: licensePolicy,
  equipment: equipmentPolicy,
  contacts: contactPolicy,
  accounts: accountPolicy,
  requests: requestPolicy,
  request_timeslots: timeslotPolicy,
  request_equipment: requestEquipmentPolicy,
  plannings: planningPolicy,
  shifts: shiftPolicy,
  planning_history: historyPolicy,
  channels: channelPolicy,
  channel_groups: channelGroupPolicy,
  messages: messagePolicy,
  notifications: notificationPolicy,
  sos_alerts: sosAlertPolicy,
  agent_positions: agentPositionPolicy,
};
