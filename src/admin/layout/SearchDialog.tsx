/**
 * Route search dialog (RuoYi HeaderSearch, 600 px): type a title or a path; results are ranked (search.ts), matches
 * highlighted, counted; ↑/↓ move, Enter opens, Esc closes. An http entry opens a new window. A combobox with a
 * listbox of options (aria-activedescendant), so screen readers follow the active result.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Input, Modal, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import Fuse from 'fuse.js';
import { usePermissionStore } from '../stores/permission';
import { useTitleOf } from '../hooks/useRouteMeta';
import { MenuIcon } from './icons';
import { buildSearchPool, FUSE_OPTIONS, highlightParts, searchRoutes, type SearchResult } from './search';

function Highlighted({ text, ranges }: { text: string; ranges?: [number, number][] }) {
  return (
    <>
      {highlightParts(text, ranges).map((p, i) =>
        p.hit ? (
          <mark key={i} className="admin-search__hit">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const menus = usePermissionStore((s) => s.menus);
  const titleOf = useTitleOf();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<InputRef>(null);
  const baseId = useId();

  const pool = useMemo(() => buildSearchPool(menus, (m) => titleOf({ title: m.title, titleKey: m.titleKey })), [menus, titleOf]);
  const fuse = useMemo(() => new Fuse(pool, FUSE_OPTIONS), [pool]);
  const results = useMemo(() => searchRoutes(pool, query, fuse), [pool, query, fuse]);
  const activeIndex = results.length ? Math.min(active, results.length - 1) : -1;
  const optionId = (i: number) => `${baseId}-opt-${i}`;

  useEffect(() => {
    if (!open) return;
    setQuery('');
    setActive(0);
  }, [open]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends on baseId only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const select = (r: SearchResult | undefined) => {
    if (!r) return;
    onClose();
    if (r.item.external) window.open(r.item.path, '_blank', 'noopener,noreferrer');
    else void navigate(r.item.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return; // an IME is composing Chinese: its keys are not ours
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!results.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      select(results[activeIndex]);
    } else if (e.key === 'Escape') {
      // closed here too: a page's dialogs that stay rendered while closed (FormDialog) can hold the top of antd's
      // Esc stack, and then the modal's own Esc handling skips this dialog
      e.preventDefault();
      onClose();
    }
  };

  const listId = `${baseId}-list`;
  const trimmed = query.trim();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={600}
      title={t('search.title')}
      className="admin-search"
      destroyOnHidden
      afterOpenChange={(visible) => visible && inputRef.current?.focus()}
    >
      <Input
        ref={inputRef}
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        value={query}
        allowClear
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
      />
      <div className="admin-search__status" role="status" aria-live="polite">
        {trimmed ? (results.length ? t('search.count', { count: results.length }) : t('search.empty')) : t('search.hint')}
      </div>
      <ul id={listId} role="listbox" aria-label={t('search.results')} className="admin-search__list">
        {results.map((r, i) => (
          <li
            key={r.item.path}
            id={optionId(i)}
            role="option"
            aria-selected={i === activeIndex}
            className={`admin-search__item${i === activeIndex ? ' is-active' : ''}`}
            onMouseEnter={() => setActive(i)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => select(r)}
          >
            <span className="admin-search__icon">
              <MenuIcon name={r.item.icon} />
            </span>
            <span className="admin-search__text">
              <span className="admin-search__title">
                {r.item.title.map((part, j) => (
                  <span key={j}>
                    {j > 0 && <span className="admin-search__sep"> / </span>}
                    <Highlighted text={part} ranges={r.titleRanges[j]} />
                  </span>
                ))}
              </span>
              <span className="admin-search__path">
                <Highlighted text={r.item.path} ranges={r.pathRanges} />
              </span>
            </span>
            {r.item.external && <span className="admin-search__badge">{t('layout.opensInNewTab')}</span>}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
