import { expect, it } from 'vitest';
import { placeholder } from './index';

it('loads', () => expect(placeholder).toBe(1));
