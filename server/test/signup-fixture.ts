/** The body of a valid POST /api/Creditor/signup for `email` (tests of the public calls). */
export const signupBody = (email: string, name = 'Prov AB') => ({
  creditorName: name,
  creditorEmaill: email,
  creditorPsw: 'Hemligt1',
  creditrorCompanyName: name,
  creditorCompanyOrgNr: '556000-2222',
  creditorType: 'Vendor',
  isDebtCollector: false,
  creditorStreet: 'Gatan 1',
  creditorPostNumber: '111 22',
  creditorTown: 'Stockholm',
  creditorCountry: 'Sverige',
});
