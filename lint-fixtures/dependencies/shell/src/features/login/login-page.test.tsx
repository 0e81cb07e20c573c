import { renderApp } from '../../testing/render-app'; // allowed
import { LoginPage } from './login-page'; // allowed

export const test = [renderApp, LoginPage];
