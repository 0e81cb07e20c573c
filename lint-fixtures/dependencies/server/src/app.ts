import { claimRoutes } from './routes/claims'; // allowed

export const app = [claimRoutes];
