/** The realtime socket uses the one scheme its server speaks: a page served over plain HTTP never
 * tries wss:// against its own port (pusher-js, given both, tried it after every failed connect),
 * and one served over HTTPS never tries ws://. */
import { describe, expect, it } from 'vitest';
import { sameOriginRealtimeConfig, transportsOf } from '../../../src-sync/realtime/echo-transport.js';
import { toEchoConfig } from '../../../src-sync/realtime/configured-transport.js';

describe('realtime transports', () => {
  it('same origin: ws on an http page, wss on an https page', () => {
    expect(transportsOf(sameOriginRealtimeConfig({ protocol: 'http:', hostname: '127.0.0.1', port: '8080' }))).toEqual(['ws']);
    expect(transportsOf(sameOriginRealtimeConfig({ protocol: 'https:', hostname: 'vigil.example.test', port: '' }))).toEqual(['wss']);
  });

  it('an external Pusher-compatible server: the scheme its TLS setting names', () => {
    const page = { protocol: 'https:', hostname: 'vigil.example.test', port: '' };
    expect(transportsOf(toEchoConfig({ key: 'k', host: 'ws.example.test', port: 6001, tls: false }, page))).toEqual(['ws']);
    expect(transportsOf(toEchoConfig({ key: 'k', host: 'ws.example.test', port: null, tls: null }, page))).toEqual(['wss']);
  });

  it('keeps transports named by the caller', () => {
    expect(transportsOf({ forceTLS: false, enabledTransports: ['ws', 'wss'] })).toEqual(['ws', 'wss']);
  });
});
