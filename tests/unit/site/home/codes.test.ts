import { describe, expect, it } from 'vitest';
import * as contract from '@shared/contract';
import * as codes from '@site/pages/home/codes';

describe('home code lists', () => {
  it('equal the contract (copied to keep zod out of the home page first load)', () => {
    expect(codes.BLOG_TYPES).toEqual(contract.BLOG_TYPES);
    expect(codes.INFO_TYPES).toEqual(contract.INFO_TYPES);
    expect(codes.SCHOOL_ABROAD_FILTERS).toEqual(contract.SCHOOL_ABROAD_FILTERS);
  });
});
