import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signV4, uriEncode } from './sigv4';

describe('signV4 (AWS Signature Version 4)', () => {
  it('reproduces the published test-suite vector get-vanilla', () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://example.amazonaws.com/'),
      payloadSha256: EMPTY_PAYLOAD_SHA256,
      region: 'us-east-1',
      service: 'service',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      now: new Date('2015-08-30T12:36:00Z'),
    });
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it("reproduces the S3 documentation's GET Object example (range header, content hash)", () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadSha256: EMPTY_PAYLOAD_SHA256,
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('hashes the empty payload to the constant S3 expects', () => {
    expect(sha256Hex(new Uint8Array())).toBe(EMPTY_PAYLOAD_SHA256);
  });

  it.each([
    ['a b/ü.png', true, 'a%20b/%C3%BC.png'],
    ['a/b', false, 'a%2Fb'],
    ['A-z_0.9~', false, 'A-z_0.9~'],
  ])('encodes %j (keep slash %s) as %j', (input, keepSlash, expected) => {
    expect(uriEncode(input, keepSlash)).toBe(expected);
  });
});
