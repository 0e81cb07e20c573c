import { paths } from '../../navigation/paths'; // allowed
import { PublicApp } from '../../public-app/public-app'; // restricted: shell-assembly
import { PageFrame } from '../../routes/page-frame'; // restricted: shell-routes
import { useSession } from '../../session/use-session'; // allowed
import { renderApp } from '../../testing/render-app'; // restricted: shell-testing

export const LoginPage = [paths, PublicApp, PageFrame, useSession, renderApp];
