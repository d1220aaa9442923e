// The users back office (/manage/user, root): the list, the batch import and the generation of accounts, in tabs.
import '@/locales/need/more';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { GenerateUsers } from './generate-users';
import { ImportUsers } from './import-users';
import { UserList } from './user-list';

export function ManageUsers() {
  const { t } = useTranslation();
  return (
    <Card className="mu-page" title={t('manageUser:heading')} data-testid="manage-users">
      <Tabs
        items={[
          { key: 'list', label: <span data-testid="users-tab">{t('manageUser:listTab')}</span>, children: <UserList /> },
          { key: 'import', label: <span data-testid="import-tab">{t('manageUser:importTab')}</span>, children: <ImportUsers /> },
          { key: 'generate', label: <span data-testid="generate-tab">{t('manageUser:generateTab')}</span>, children: <GenerateUsers /> },
        ]}
      />
    </Card>
  );
}
