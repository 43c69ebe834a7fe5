import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [withCode('ECONNREFUSED'), true],
    [withCode('ECONNRESET'), true],
    [withCode('57P01', 'terminating connection due to administrator command'), true],
    [withCode('08006'), true],
    [new Error('Connection terminated unexpectedly'), true],
    [new Error('Connection terminated due to connection timeout'), true],
    [new Error('timeout exceeded when trying to connect'), true],
    [new AggregateError([withCode('ECONNREFUSED')], ''), true],
    [withCode('22P02', 'invalid input syntax for type integer'), false],
    [withCode('23505', 'duplicate key value'), false],
    [new Error('Connection terminated by the teapot'), false],
    [new AggregateError([new Error('other')], ''), false],
    ['ECONNREFUSED', false],
    [null, false],
  ])('%s -> %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
