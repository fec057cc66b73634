import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain text', 'The Lee family', 'The Lee family'],
    ['empty', '', ''],
    ['a comma is quoted', 'Price, net', '"Price, net"'],
    ['quotes are doubled inside quotes', 'say "hi"', '"say ""hi"""'],
    ['a line break is quoted', 'one\ntwo', '"one\ntwo"'],
    ['= is defused', '=SUM(A1)', "'=SUM(A1)"],
    ['+ is defused', '+1', "'+1"],
    ['- is defused', '-1+2', "'-1+2"],
    ['@ is defused', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab is defused', '\t=1', "'\t=1"],
    ['a leading carriage return is defused and quoted', '\r=1', `"'\r=1"`],
    ['a formula with quotes is defused, then quoted', '=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['a formula character later on is left alone', 'A-1 @home', 'A-1 @home'],
  ])('%s', (_case, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes a line of cells ended by CRLF', () => {
    expect(csvLine(['a', 'b,c', '=d'])).toBe(`a,"b,c",'=d\r\n`);
  });
});
