import { describe, expect, it } from 'vitest';
import { EMPTY_SHA256, awsEncode, sha256Hex, signRequest } from './sigv4';

// The examples of Amazon S3's "Signature Calculations for the Authorization Header" page.
const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
const when = new Date('2013-05-24T00:00:00Z');

describe('signRequest (AWS Signature Version 4)', () => {
  it('signs the documented GET Object example with a Range header', () => {
    const headers = signRequest({ method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { Range: 'bytes=0-9' }, payloadHash: EMPTY_SHA256 }, credentials, when);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers).not.toHaveProperty('host');
  });

  it('signs the documented PUT Object example (a signed payload, encoded key)', () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signRequest(
      { method: 'PUT', url: new URL(`https://examplebucket.s3.amazonaws.com/${awsEncode('test$file.text', true)}`), headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' }, payloadHash: sha256Hex(body) },
      credentials,
      when,
    );
    expect(headers.authorization).toMatch(/SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/);
  });

  it('signs the documented GET Bucket lifecycle example (a query parameter without value)', () => {
    const headers = signRequest({ method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/?lifecycle'), headers: {}, payloadHash: EMPTY_SHA256 }, credentials, when);
    expect(headers.authorization).toMatch(/Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/);
  });

  it('signs the documented GET Bucket (list objects) example (sorted, encoded query)', () => {
    const headers = signRequest({ method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'), headers: {}, payloadHash: EMPTY_SHA256 }, credentials, when);
    expect(headers.authorization).toMatch(/Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/);
  });

  it('encodes as RFC 3986 wants', () => {
    expect(awsEncode("a b/c!'()*~._-")).toBe('a%20b%2Fc%21%27%28%29%2A~._-');
    expect(awsEncode('a/b c', true)).toBe('a/b%20c');
  });
});
