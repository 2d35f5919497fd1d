/** The sync, list and policy tests use the one test company (../helpers/world.ts). */
export { ROLES, buildWorld, type Role, type World } from '../helpers/world.js';
