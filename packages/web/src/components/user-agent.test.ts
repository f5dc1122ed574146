import { describe, expect, it } from 'vitest';
import { summariseUserAgent } from './user-agent.ts';

const EDGE_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('summariseUserAgent', () => {
  it('names the most specific browser and system', () => {
    expect(summariseUserAgent(EDGE_ON_WINDOWS)).toBe('Edge on Windows');
    expect(summariseUserAgent(CHROME_ON_ANDROID)).toBe('Chrome on Android');
    expect(summariseUserAgent(SAFARI_ON_IPHONE)).toBe('Safari on iOS');
  });

  it('says what it knows of the rest', () => {
    expect(summariseUserAgent('curl/8.5.0')).toBe('curl');
    expect(summariseUserAgent('')).toBe('Unknown device');
    expect(summariseUserAgent(null)).toBe('Unknown device');
    expect(summariseUserAgent('SomeBot/1.0')).toBe('Unknown device');
  });
});
