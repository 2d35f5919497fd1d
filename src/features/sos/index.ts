/** The SOS alarm's public entry: mounted once in the signed-in frame by src/app. */
export { SosAlarm } from './sos-alarm.js';
