/**
 * Size selector: 默认 / 中等 / 小 / 迷你 (cookie `size`, default 中等). Applied live through antd's ConfigProvider
 * (RuoYi reloads the page; antd sizes are React context, so no reload is needed).
 */
import { App, Dropdown, type MenuProps } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { SIZES, isComponentSize, useAppStore } from '../stores/app';

export default function SizeSelect() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  const items: MenuProps['items'] = SIZES.map((s) => ({ key: s, label: t(`size.${s}`), disabled: s === size }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (!isComponentSize(key) || key === size) return;
    setSize(key);
    void message.success(t('size.changed', { size: t(`size.${key}`) }));
  };
  return (
    <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: [size] }} trigger={['click']} placement="bottom">
      <button type="button" className="admin-navbar__tool" aria-label={t('size.label', { size: t(`size.${size}`) })} title={t('size.title')} aria-haspopup="menu">
        <FontSizeOutlined aria-hidden />
      </button>
    </Dropdown>
  );
}
