import { endToEndIdOf, remittanceOf, writePain001 } from '../../src/dividends/pain001';
import { PAIN001_XSD, pain001Schema, parsePain001, xsdErrors } from '../pain001-check';

/** The payment file: one transfer per line paid out, each kind of account as Swedish banks read it. */

const file = () =>
  writePain001({
    messageId: 'K1234-26-v2-20261102',
    createdAt: new Date('2026-11-02T09:30:15.123Z'),
    executionDate: '2026-11-02',
    debtorName: 'Konkursboet efter Byggfirma Åkesson AB',
    debtorIban: 'SE4550000000058398257466',
    debtorBic: 'ESSESESS',
    transactions: [
      {
        endToEndId: endToEndIdOf('K 1234-26', 1),
        amountOre: 8_333_333n,
        creditorName: 'Leverantören AB',
        account: { kind: 'BankAccount', clearingNumber: '83279', accountNumber: '1234567897' },
        remittance: remittanceOf('K 1234-26', 'Leverantören AB', [1]),
      },
      {
        endToEndId: endToEndIdOf('K 1234-26', 2),
        amountOre: 6_000_000n,
        creditorName: 'Byggvaror i Norr AB & Co <"Norr">',
        account: { kind: 'Bankgiro', number: '50501055' },
        remittance: remittanceOf('K 1234-26', 'Byggvaror i Norr AB', [2, 4]),
      },
      {
        endToEndId: endToEndIdOf('K 1234-26', 3),
        amountOre: 50n,
        creditorName: 'Röda Korset',
        account: { kind: 'Plusgiro', number: '9020033' },
        remittance: remittanceOf('K 1234-26', 'Röda Korset', [3]),
      },
      {
        endToEndId: endToEndIdOf('K 1234-26', 4),
        amountOre: 100_000n,
        creditorName: 'Baustoffe GmbH',
        account: { kind: 'Iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
        remittance: remittanceOf('K 1234-26', 'Baustoffe GmbH', [5]),
      },
    ],
  });

describe('the pain.001.001.03 payment file', () => {
  it('validates against the official XSD', async () => {
    const errors = await xsdErrors(file());
    if (errors === null) {
      // No npm package ships the schema; scripts/pain001-xsd.sh takes it from a Debian package (.ci/run runs it).
      if (process.env.CI === 'true') throw new Error(`the pain.001.001.03 XSD is missing at ${PAIN001_XSD}`);
      console.warn(`pain.001.001.03 XSD not at ${PAIN001_XSD}: checked with the XML parser only`);
      return;
    }
    expect(errors).toEqual([]);
  });

  it('is refused by the XSD when a required field is missing, so the check is real', async () => {
    if (pain001Schema() === null) return;
    const broken = file().replace(/<ReqdExctnDt>[^<]*<\/ReqdExctnDt>/, '');
    expect((await xsdErrors(broken))?.length).toBeGreaterThan(0);
  });

  it('pays in SEK from the estate account, with counts and control sums that add up', () => {
    const doc = parsePain001(file()).Document;
    const header = doc.CstmrCdtTrfInitn.GrpHdr;
    const payment = doc.CstmrCdtTrfInitn.PmtInf[0];
    expect(header).toMatchObject({ NbOfTxs: '4', CtrlSum: '144333.83', CreDtTm: '2026-11-02T09:30:15Z' });
    expect(payment).toMatchObject({
      PmtMtd: 'TRF',
      NbOfTxs: '4',
      CtrlSum: '144333.83',
      ReqdExctnDt: '2026-11-02',
      Dbtr: { Nm: 'Konkursboet efter Byggfirma Åkesson AB' },
      DbtrAcct: { Id: { IBAN: 'SE4550000000058398257466' }, Ccy: 'SEK' },
      DbtrAgt: { FinInstnId: { BIC: 'ESSESESS' } },
    });
    const amounts = payment.CdtTrfTxInf.map(
      (t: { Amt: { InstdAmt: Record<string, string> } }) => t.Amt.InstdAmt,
    );
    expect(amounts).toEqual([
      { '#text': '83333.33', '@Ccy': 'SEK' },
      { '#text': '60000.00', '@Ccy': 'SEK' },
      { '#text': '0.50', '@Ccy': 'SEK' },
      { '#text': '1000.00', '@Ccy': 'SEK' },
    ]);
  });

  it("names each transfer by case and line number, the creditor's name and claim numbers in the remittance", () => {
    const [bank, giro, plus, iban] = parsePain001(file()).Document.CstmrCdtTrfInitn.PmtInf[0].CdtTrfTxInf;
    expect(bank.PmtId.EndToEndId).toBe('K1234-26-1');
    expect(giro.PmtId.EndToEndId).toBe('K1234-26-2');
    expect(giro.RmtInf.Ustrd).toBe('Utdelning K 1234-26, Byggvaror i Norr AB, fordringar 2, 4');
    expect(giro.Cdtr.Nm).toBe('Byggvaror i Norr AB & Co <"Norr">');
    // A Swedish account: BBAN with the clearing number (SESBA); bankgiro BGNR 9900; plusgiro 9960; IBAN + BIC.
    expect(bank.CdtrAgt.FinInstnId.ClrSysMmbId).toEqual({ ClrSysId: { Cd: 'SESBA' }, MmbId: '8327' });
    expect(bank.CdtrAcct.Id.Othr).toEqual({ Id: '832791234567897', SchmeNm: { Cd: 'BBAN' } });
    expect(giro.CdtrAgt.FinInstnId.ClrSysMmbId.MmbId).toBe('9900');
    expect(giro.CdtrAcct.Id.Othr).toEqual({ Id: '50501055', SchmeNm: { Prtry: 'BGNR' } });
    expect(plus.CdtrAgt.FinInstnId.ClrSysMmbId.MmbId).toBe('9960');
    expect(iban.CdtrAgt.FinInstnId.BIC).toBe('COBADEFFXXX');
    expect(iban.CdtrAcct.Id.IBAN).toBe('DE89370400440532013000');
  });

  it('keeps the ids within 35 characters and the remittance within 140', () => {
    expect(endToEndIdOf('K 123456789-2026 Stockholms tingsrätt avdelning 4', 4711)).toHaveLength(35);
    expect(endToEndIdOf('K 123456789-2026 Stockholms tingsrätt avdelning 4', 4711).endsWith('-4711')).toBe(
      true,
    );
    const many = Array.from({ length: 60 }, (_, i) => i + 1);
    expect(remittanceOf('K 1-26', 'Leverantören AB', many).length).toBe(140);
  });
});
