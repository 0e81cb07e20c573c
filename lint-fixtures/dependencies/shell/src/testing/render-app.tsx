export const renderApp = 'the harness';
