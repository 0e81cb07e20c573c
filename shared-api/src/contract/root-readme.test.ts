import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from './index';

describe('the repository README', () => {
  it('lists every call of the contract with its roles', () => {
    const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('<!-- endpoints:start -->'),
      readme.indexOf('<!-- endpoints:end -->'),
    );
    const rows = table
      .split('\n')
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .filter((cells) => /^(GET|POST|PUT|DELETE)$/.test(cells[1] ?? ''))
      .map((cells) => `${cells[1]} ${cells[2]?.replaceAll('`', '')} ${cells[3]}`);
    expect(rows.sort()).toEqual(endpoints.map((e) => `${e.method} ${e.path} ${e.roles.join(', ')}`).sort());
  });
});
