// The dividend computation and its files as one public module (server/package.json "exports": server/dividends),
// for the benchmark: no database, no routes.
export { type AdmittedClaim, computeProposal, type Distribution } from './compute';
export { freeze } from './frozen';
export { endToEndIdOf, remittanceOf, writePain001 } from './pain001';
export { proposalDocument } from './proposal-document';
export { renderProposalPdf } from './proposal-pdf';
export { renderProposalXlsx } from './proposal-xlsx';
