import { describe, expect, it } from 'vitest';
import { ApiError } from '@publisher/shared/api-client';
import { tooManyRequestsText } from './too-many-requests';

describe('tooManyRequestsText', () => {
  it("gives a 429's own sentence and nothing for other failures", () => {
    const sentence = 'Too many requests from you in the last minute. Please try again in 42 seconds.';
    expect(tooManyRequestsText(new ApiError('http', '/x', 429, { error: sentence }))).toBe(sentence);
    expect(tooManyRequestsText(new ApiError('http', '/x', 429, null))).toBeNull();
    expect(tooManyRequestsText(new ApiError('http', '/x', 500, { error: 'Something broke.' }))).toBeNull();
    expect(tooManyRequestsText(new ApiError('network', '/x', 0))).toBeNull();
  });
});
