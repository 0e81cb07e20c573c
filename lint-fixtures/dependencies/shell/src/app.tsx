import { appRoutes } from './routes/app-routes'; // allowed

export const App = appRoutes;
