import { describe, expect, it } from 'vitest';
import { svgMarkupOf } from '../../build/icons/materialIcons';
import { buildIconIndex, exportName, hasTheme, importLine, nameParts, searchIcons, searchWords, shardOf, splitExportName, ICONS_PER_SHARD } from '../../site/materialIcons/iconIndex';

const themed = (name: string) => [name, `${name}Outlined`, `${name}Rounded`, `${name}TwoTone`, `${name}Sharp`];
// A small package: full icons, a Filled-only logo, and `Info`, whose outlined export looks like a name of its own.
const exportsOfPackage = [...themed('Delete'), ...themed('DeleteForever'), ...themed('AddCircle'), ...themed('Add'), ...themed('Info'), ...themed('RestoreFromTrash'), 'GitHub', ...themed('Battery20')];
const index = buildIconIndex(exportsOfPackage, '6.0.0-rc.0');
const names = (query: string, theme: Parameters<typeof searchIcons>[2] = 'Filled') => searchIcons(index, query, theme).map((match) => exportName(match.icon.name, theme));

describe('Material Icons index', () => {
  it('splits export names into icon and theme, and builds them back', () => {
    const exists = (name: string) => exportsOfPackage.includes(name);
    expect(splitExportName('InfoOutlined', exists)).toEqual({ name: 'Info', theme: 'Outlined' });
    expect(splitExportName('DeleteForeverTwoTone', exists)).toEqual({ name: 'DeleteForever', theme: 'TwoTone' });
    expect(splitExportName('GitHub', exists)).toEqual({ name: 'GitHub', theme: 'Filled' });
    expect(exportName('Delete', 'Filled')).toBe('Delete');
    expect(exportName('Delete', 'Sharp')).toBe('DeleteSharp');
  });

  it('derives search words from name parts and synonyms', () => {
    expect(nameParts('AddCircle')).toEqual(['add', 'circle']);
    expect(nameParts('Battery20')).toEqual(['battery', '20']);
    expect(nameParts('GitHub')).toEqual(['git', 'hub']);
    const words = searchWords('Delete');
    expect(words[0]).toBe('delete');
    expect(words).toEqual(expect.arrayContaining(['trash', 'bin', 'garbage']));
    // An icon that removes something is not a bin: a search for trash does not bring RemoveRedEye.
    expect(searchWords('RemoveRedEye')).not.toContain('trash');
  });

  it('keeps one sorted entry per icon with its themes', () => {
    expect(index.icons.map((icon) => icon.name)).toEqual(['Add', 'AddCircle', 'Battery20', 'Delete', 'DeleteForever', 'GitHub', 'Info', 'RestoreFromTrash']);
    const github = index.icons.find((icon) => icon.name === 'GitHub')!;
    expect(hasTheme(github, 'Filled')).toBe(true);
    expect(hasTheme(github, 'Outlined')).toBe(false);
  });

  it('lists every icon of a theme for an empty query, in index order', () => {
    expect(names('')).toHaveLength(8);
    expect(names('', 'Rounded')).not.toContain('GitHubRounded');
  });

  it('finds icons by name parts and prefixes, whole names first', () => {
    expect(names('add')[0]).toBe('Add');
    expect(names('add')).toContain('AddCircle');
    expect(names('addcircle')).toEqual(['AddCircle']);
    expect(names('AddCircle')[0]).toBe('AddCircle');
    expect(names('circle ad')).toEqual(['AddCircle']);
    expect(names('batt 20')).toEqual(['Battery20']);
  });

  it('finds icons by synonyms, after icons named with the word', () => {
    const trash = names('trash');
    expect(trash[0]).toBe('RestoreFromTrash');
    expect(trash).toEqual(expect.arrayContaining(['Delete', 'DeleteForever']));
    expect(names('plus')).toEqual(['Add', 'AddCircle']);
  });

  it('filters by theme and returns nothing for unknown words', () => {
    // Named with the word first; RestoreFromTrash comes through the synonym trash.
    expect(names('delete', 'TwoTone')).toEqual(['DeleteTwoTone', 'DeleteForeverTwoTone', 'RestoreFromTrashTwoTone']);
    expect(names('github', 'Sharp')).toEqual([]);
    expect(names('zebra')).toEqual([]);
  });

  it('names shards by theme and block of the index, and writes import lines', () => {
    expect(shardOf(0, 'Filled')).toBe('filled-0');
    expect(shardOf(ICONS_PER_SHARD, 'TwoTone')).toBe('twotone-1');
    expect(importLine('DeleteOutlined')).toBe("import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';");
  });

  it('extracts the SVG markup of a generated icon module', () => {
    const source = `"use client";

import createSvgIcon from './utils/createSvgIcon';
import { jsx as _jsx } from "react/jsx-runtime";
export default createSvgIcon([/*#__PURE__*/_jsx("path", {
  d: "M6 19h12v2H6z",
  opacity: ".3"
}, "0"), /*#__PURE__*/_jsx("circle", {
  cx: "12",
  cy: "8",
  r: "4",
  fillRule: "evenodd"
}, "1")], 'Example');`;
    expect(svgMarkupOf(source)).toBe('<path d="M6 19h12v2H6z" opacity=".3"/><circle cx="12" cy="8" r="4" fill-rule="evenodd"/>');
  });
});
