import { call, changeEmail } from 'shared-api'; // restricted
import { useChangeEmail } from './features/account/use-account-writes'; // allowed
import ConfigProvider from 'antd/es/config-provider'; // restricted

export const Used = () => <p>{[call, changeEmail, useChangeEmail, ConfigProvider].length}</p>;
