export const paths = { login: '/' };
