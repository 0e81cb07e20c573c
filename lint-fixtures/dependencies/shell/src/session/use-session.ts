import { UserMenu } from '../features/dashboard/user-menu'; // restricted: shell-shared
import { paths } from '../navigation/paths'; // allowed

export const useSession = [UserMenu, paths];
