export const caseRoutes = 'registered by app.ts';
