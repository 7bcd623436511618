import { describe, expect, it } from 'vitest';
import { parseXmlTree } from './xml-tree.js';

describe('XML as a tree (saxes)', () => {
  it('gives children by name, repeated ones as a list, attributes and text; an unknown entity stays as written', () => {
    const tree = parseXmlTree(
      '<?xml version="1.0"?><!DOCTYPE a SYSTEM "a.dtd"><a><t id="x">Lamp &amp; shade &lsquo;one&#x2019;</t><p>1</p><p>2</p></a>',
    );
    expect(tree).toEqual({ a: { t: { '@id': 'x', '#text': 'Lamp & shade &lsquo;one’' }, p: ['1', '2'] } });
  });

  it('throws on malformed XML', () => {
    expect(() => parseXmlTree('<a><b></a>')).toThrow();
  });
});
