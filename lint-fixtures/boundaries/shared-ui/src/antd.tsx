// The design-system module is the one file that may import antd; shared-ui's other boundaries still hold.
import { Button } from 'antd'; // allowed
import Table from 'antd/es/table'; // allowed
import { AppRoutes } from 'shell/src/routes/app-routes'; // restricted

export const used = [Button, Table, AppRoutes];
