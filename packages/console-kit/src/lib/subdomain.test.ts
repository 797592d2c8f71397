import { describe, expect, it } from 'vitest';
import { fullDomain, normalizeSubdomain, subdomainOf, subdomainProblem } from './subdomain.ts';

describe('subdomainProblem', () => {
  it('needs at least 3 characters', () => {
    expect(subdomainProblem('')).toBe('subdomain.tooShort');
    expect(subdomainProblem('ab')).toBe('subdomain.tooShort');
    expect(subdomainProblem('abc')).toBeNull();
  });

  it('takes one DNS label: lowercase letters, digits and inner hyphens', () => {
    for (const good of ['acme', 'acme-sales', 'a1b', '123', 'x'.repeat(63)]) {
      expect(subdomainProblem(good)).toBeNull();
    }
    for (const bad of ['-acme', 'acme-', 'acme.sales', 'acme_sales', 'Acme', 'ac me', 'café']) {
      expect(subdomainProblem(bad)).toBe('subdomain.format');
    }
    expect(subdomainProblem('x'.repeat(64))).toBe('subdomain.format');
  });
});

describe('subdomain names', () => {
  it('reads what was typed in lowercase without surrounding spaces', () => {
    expect(normalizeSubdomain('  Acme-Sales ')).toBe('acme-sales');
  });

  it('puts the subdomain under the root domain, and takes it back out', () => {
    expect(fullDomain('acme', 'sip.example.com')).toBe('acme.sip.example.com');
    expect(fullDomain('acme', '.sip.example.com')).toBe('acme.sip.example.com');
    expect(subdomainOf('acme.sip.example.com', 'sip.example.com')).toBe('acme');
    expect(subdomainOf('acme.other.com', 'sip.example.com')).toBe('');
    expect(subdomainOf(null, 'sip.example.com')).toBe('');
  });
});
