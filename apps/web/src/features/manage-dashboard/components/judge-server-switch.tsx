// A judge server's switch (super admin): off, the server takes no new task; the ones it runs finish.
import '@/locales/need/more';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JudgeServerInfo } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useSwitchJudgeServer } from '../api/judge-server-actions';

export function JudgeServerSwitch({ server }: { server: JudgeServerInfo }) {
  const { t } = useTranslation();
  const change = useSwitchJudgeServer();
  return (
    <Switch
      size="small"
      checked={server.enabled}
      loading={change.isPending}
      onChange={(enabled) =>
        change.mutate(
          { id: server.id, enabled },
          {
            onSuccess: () =>
              notify.success(t(enabled ? 'manageDashboard:judge.switchedOn' : 'manageDashboard:judge.switchedOff', { name: server.name })),
          },
        )
      }
      data-testid={`judge-server-enabled-${server.id}`}
    />
  );
}
