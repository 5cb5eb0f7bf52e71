import { describe, it } from 'vitest';
import { deciderSpec } from '@pm/platform/testing';
import { scrapeExceptionCodeDecider } from './scrapeExceptionCodeDecider.ts';

const spec = deciderSpec(scrapeExceptionCodeDecider);
const code = 'trailmarkt-plain-html';
const reserved = (exceptionId: string) => ({ type: 'ScrapeExceptionCodeReserved' as const, data: { code, exceptionId } });
const released = (exceptionId: string) => ({ type: 'ScrapeExceptionCodeReleased' as const, data: { code, exceptionId } });
const reserve = (exceptionId: string, holderIsGone = false) => ({ type: 'ReserveScrapeExceptionCode' as const, code, exceptionId, holderIsGone });

describe('scrape exception code reservation', () => {
  it('reserves a free code', () => spec.given([]).when(reserve('x1')).then([reserved('x1')]));
  it('refuses a code another exception holds', () => spec.given([reserved('x1')]).when(reserve('x2')).thenThrows('SCRAPE_EXCEPTION_CODE_TAKEN'));
  it('lets the code of a gone exception be taken over', () => spec.given([reserved('x1')]).when(reserve('x2', true)).then([reserved('x2')]));
  it('is idempotent for the holder', () => spec.given([reserved('x1')]).when(reserve('x1')).then([]));
  it('frees a released code', () => spec.given([reserved('x1'), released('x1')]).when(reserve('x2')).then([reserved('x2')]));
  it('only the holder releases', () => {
    spec.given([reserved('x1')]).when({ type: 'ReleaseScrapeExceptionCode', code, exceptionId: 'x2' }).then([]);
    spec.given([reserved('x1')]).when({ type: 'ReleaseScrapeExceptionCode', code, exceptionId: 'x1' }).then([released('x1')]);
  });
});
