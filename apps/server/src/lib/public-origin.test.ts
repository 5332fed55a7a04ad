import { describe, expect, it } from 'vitest';
import { isPrivateHost, publicOrigin } from './public-origin.ts';

const from = (host: string, protocol = 'http') => publicOrigin(undefined, { protocol, host });

describe('the origin the server builds addresses on', () => {
  it('is PUBLIC_URL when set, whatever the request says', () => {
    expect(
      publicOrigin('https://tickets.example.com', { protocol: 'http', host: 'evil.example' }),
    ).toBe('https://tickets.example.com');
  });

  it('without PUBLIC_URL, is the request’s own for this machine and private networks', () => {
    expect(from('localhost:8080')).toBe('http://localhost:8080');
    expect(from('app.localhost')).toBe('http://app.localhost');
    expect(from('127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(from('127.9.9.9')).toBe('http://127.9.9.9');
    expect(from('[::1]:8080')).toBe('http://[::1]:8080');
    expect(from('10.1.2.3')).toBe('http://10.1.2.3');
    expect(from('172.16.0.5:3000')).toBe('http://172.16.0.5:3000');
    expect(from('172.31.255.255')).toBe('http://172.31.255.255');
    expect(from('192.168.1.20:8080', 'https')).toBe('https://192.168.1.20:8080');
    expect(from('[fd12:3456::1]')).toBe('http://[fd12:3456::1]');
  });

  it('without PUBLIC_URL, is nothing for any other host, however it is dressed up', () => {
    for (const host of [
      'evil.example',
      'tickets.example.com',
      'localhost.evil.example',
      'evil.example:8080',
      '8.8.8.8',
      '172.32.0.1',
      '169.254.1.1',
      '0.0.0.0',
      '[2001:db8::1]',
      'park.local',
      'evil.example@127.0.0.1',
      '127.0.0.1@evil.example',
      '127.0.0.1/evil.example',
      '127.0.0.1#evil.example',
      'localhost\\@evil.example',
      '',
    ]) {
      expect(from(host), host).toBeNull();
    }
  });

  it('knows private hosts as the URL parser writes them', () => {
    expect(isPrivateHost('[::ffff:7f00:1]')).toBe(true);
    expect(isPrivateHost('192.169.0.1')).toBe(false);
    expect(isPrivateHost('fe80::1')).toBe(false);
  });
});
