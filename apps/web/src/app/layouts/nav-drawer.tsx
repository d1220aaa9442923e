// The main menu in a drawer, for narrow screens: a chunk of its own, fetched once the top navigation turns compact
// (a wide screen's first visit does not download the drawer).
import { Drawer, Menu, type MenuProps } from 'antd';

interface NavDrawerProps {
  open: boolean;
  title: string;
  items: MenuProps['items'];
  selectedKeys: string[];
  onClose: () => void;
}

export default function NavDrawer({ open, title, items, selectedKeys, onClose }: NavDrawerProps) {
  return (
    <Drawer open={open} placement="left" size={280} title={title} onClose={onClose} className="nav-drawer" data-testid="nav-drawer">
      <Menu mode="inline" items={items} selectedKeys={selectedKeys} className="drawer-menu" />
    </Drawer>
  );
}
