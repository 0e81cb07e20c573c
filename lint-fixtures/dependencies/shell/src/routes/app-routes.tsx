import { LoginPage } from '../features/login/login-page'; // allowed
import { paths } from '../navigation/paths'; // allowed

export const appRoutes = [LoginPage, paths];
