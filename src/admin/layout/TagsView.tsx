/**
 * Tags view (RuoYi TagsView): a tab per visited page, affix tabs first and without a close button.
 *
 * - A tab is a link (aria-current on the page shown) with its own close button; middle-click closes it.
 * - Right-click (or the context-menu key) opens a 105 px menu: 刷新页面, 关闭当前 (not on affix tabs), 关闭其他,
 *   关闭左侧 (not on the first), 关闭右侧 (not on the last), 全部关闭. The buttons at the end refresh the page shown
 *   and open the same menu for it (actions that do nothing there are disabled rather than hidden).
 * - The wheel scrolls the strip sideways; the active tab is scrolled into view.
 * Actions and navigation rules: hooks/useTabs.ts; the store: stores/tagsView.ts.
 */
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import {
  CloseCircleOutlined,
  CloseOutlined,
  DownOutlined,
  MinusCircleOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { prefersReducedMotion } from '@shared/lib/motion';
import { tagMenuState, useTagsViewStore, type TagView } from '../stores/tagsView';
import { useTabs } from '../hooks/useTabs';
import { useTitleOf } from '../hooks/useRouteMeta';

/** Width of the right-click menu (spec). */
export const CONTEXT_MENU_WIDTH = 105;

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

export default function TagsView() {
  const { t } = useTranslation('admin');
  const views = useTagsViewStore((s) => s.views);
  const { pathname } = useLocation();
  const tabs = useTabs();
  const titleOf = useTitleOf();
  const scrollRef = useRef<HTMLDivElement>(null);
  const active = views.find((v) => v.path === pathname);

  // the wheel scrolls the strip sideways (a non-passive listener, so the page does not scroll too)
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (el.scrollWidth <= el.clientWidth) return;
      const delta = Math.abs(e.deltaX) > Math.abs(e.deltaY) ? e.deltaX : e.deltaY;
      if (!delta) return;
      e.preventDefault();
      el.scrollLeft += delta;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  // the active tab scrolled into view (only the strip moves, never the page)
  useEffect(() => {
    const strip = scrollRef.current;
    const tab = strip?.querySelector<HTMLElement>('.admin-tag.is-active');
    if (!strip || !tab) return;
    const left = tab.offsetLeft - strip.offsetLeft;
    const right = left + tab.offsetWidth;
    let target: number | null = null;
    if (left < strip.scrollLeft) target = Math.max(0, left - 16);
    else if (right > strip.scrollLeft + strip.clientWidth) target = right - strip.clientWidth + 16;
    if (target !== null) strip.scrollTo?.({ left: target, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [pathname, views.length]);

  const run = (action: Action, view: TagView) => {
    switch (action) {
      case 'refresh':
        return tabs.refresh(view);
      case 'close':
        return tabs.close(view);
      case 'closeOthers':
        return tabs.closeOthers(view);
      case 'closeLeft':
        return tabs.closeLeft(view);
      case 'closeRight':
        return tabs.closeRight(view);
      case 'closeAll':
        return tabs.closeAll();
    }
  };

  /** The menu of a tab: `hide` drops what does not apply (context menu), else it is disabled (the tab-strip button). */
  const menuFor = (view: TagView, hide: boolean): MenuProps => {
    const state = tagMenuState(views, view.path);
    const all: { key: Action; icon: ReactNode; on: boolean }[] = [
      { key: 'refresh', icon: <ReloadOutlined aria-hidden />, on: state.refresh },
      { key: 'close', icon: <CloseOutlined aria-hidden />, on: state.close },
      { key: 'closeOthers', icon: <CloseCircleOutlined aria-hidden />, on: true },
      { key: 'closeLeft', icon: <VerticalRightOutlined aria-hidden />, on: state.closeLeft },
      { key: 'closeRight', icon: <VerticalLeftOutlined aria-hidden />, on: state.closeRight },
      { key: 'closeAll', icon: <MinusCircleOutlined aria-hidden />, on: true },
    ];
    return {
      className: hide ? 'admin-tags-menu admin-tags-menu--context' : 'admin-tags-menu',
      items: all
        .filter((a) => !hide || a.on)
        // the 105 px context menu has room for the words only
        .map((a) => ({ key: a.key, ...(hide ? {} : { icon: a.icon }), label: t(`tagsView.${a.key}`), disabled: !a.on })),
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        run(key as Action, view);
      },
    };
  };

  const onAuxClick = (e: MouseEvent, view: TagView) => {
    if (e.button !== 1) return;
    e.preventDefault();
    if (!view.affix) tabs.close(view);
  };

  return (
    <div className="admin-tags-view">
      <div className="admin-tags-view__scroll" ref={scrollRef}>
        <nav aria-label={t('tagsView.label')}>
          <ul className="admin-tags-view__list">
            {views.map((view) => {
              const title = titleOf(view);
              const isActive = view.path === pathname;
              return (
                <Dropdown key={view.path} menu={menuFor(view, true)} trigger={['contextMenu']} styles={{ root: { width: CONTEXT_MENU_WIDTH } }}>
                  <li
                    className={`admin-tag${isActive ? ' is-active' : ''}${view.affix ? ' is-affix' : ''}`}
                    data-path={view.path}
                    onMouseDown={(e) => e.button === 1 && e.preventDefault() /* no autoscroll */}
                    onAuxClick={(e) => onAuxClick(e, view)}
                  >
                    <Link to={view.fullPath} className="admin-tag__link" aria-current={isActive ? 'page' : undefined} draggable={false}>
                      {isActive && <span className="admin-tag__dot" aria-hidden />}
                      {title}
                    </Link>
                    {!view.affix && (
                      <button
                        type="button"
                        className="admin-tag__close"
                        aria-label={t('tagsView.closeTab', { title })}
                        title={t('tagsView.close')}
                        onClick={(e) => {
                          e.stopPropagation();
                          const hadFocus = document.activeElement === e.currentTarget;
                          tabs.close(view);
                          // keyboard users keep their place: focus moves to the tab shown next
                          if (hadFocus) requestAnimationFrame(() => scrollRef.current?.querySelector<HTMLElement>('.admin-tag.is-active .admin-tag__link')?.focus());
                        }}
                      >
                        <CloseOutlined aria-hidden />
                      </button>
                    )}
                  </li>
                </Dropdown>
              );
            })}
          </ul>
        </nav>
      </div>
      {active && (
        <div className="admin-tags-view__actions">
          <button type="button" className="admin-tags-view__action" aria-label={t('tagsView.refresh')} title={t('tagsView.refresh')} onClick={() => tabs.refresh(active)}>
            <ReloadOutlined aria-hidden />
          </button>
          <Dropdown menu={menuFor(active, false)} trigger={['click']} placement="bottomRight">
            <button type="button" className="admin-tags-view__action" aria-label={t('tagsView.actions')} title={t('tagsView.actions')} aria-haspopup="menu">
              <DownOutlined aria-hidden />
            </button>
          </Dropdown>
        </div>
      )}
    </div>
  );
}
