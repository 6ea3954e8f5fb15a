/**
 * Drag sorting of an upload list (RuoYi FileUpload / ImageUpload sort their lists with sortablejs): @dnd-kit with
 * a pointer sensor (a drag of a few pixels anywhere on an item, so clicks on its link and buttons still work) and a
 * keyboard sensor on each item's handle (Space / Enter picks up, arrow keys move, Space / Enter drops, Escape
 * cancels). Screen readers hear the instructions and every move in the user's language.
 */
import { createContext, useContext, useMemo, useRef, type ReactNode, type PointerEvent as ReactPointerEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import type { UploadFile } from 'antd';

interface SortItem {
  uid: string;
  name: string;
}

/** An item can be sorted only when there is something to sort it with. */
const SortEnabled = createContext(false);

export interface SortableUploadProps {
  items: readonly SortItem[];
  /** `list`: one item per row (FileUpload); `grid`: picture cards (ImageUpload) */
  layout: 'list' | 'grid';
  disabled?: boolean;
  /** the item `from` (uid) was dropped on the place of `to` (uid) */
  onMove(from: string, to: string): void;
  /** the antd Upload, whose `itemRender` is `sortableItemRender` */
  children: ReactNode;
}

export function SortableUpload({ items, layout, disabled, onMove, children }: SortableUploadProps) {
  const { t } = useTranslation('common');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((f) => f.uid), [items]);
  // the place last announced: a drag starts over its own place, and staying over one place is not news
  const lastOver = useRef<UniqueIdentifier | null>(null);

  const announcements = useMemo<Announcements>(() => {
    const total = items.length;
    const nameOf = (id: UniqueIdentifier) => items.find((f) => f.uid === id)?.name ?? String(id);
    const posOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t('upload.sortStart', { name: nameOf(active.id), pos: posOf(active.id), total });
      },
      onDragOver: ({ active, over }) => {
        const id = over ? over.id : null;
        if (id === lastOver.current) return undefined;
        lastOver.current = id;
        return over
          ? t('upload.sortOver', { name: nameOf(active.id), pos: posOf(over.id), total })
          : t('upload.sortOutside', { name: nameOf(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        t('upload.sortEnd', { name: nameOf(active.id), pos: posOf(over ? over.id : active.id), total }),
      onDragCancel: ({ active }) => t('upload.sortCancel', { name: nameOf(active.id), pos: posOf(active.id) }),
    };
  }, [items, ids, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  const enabled = !disabled && items.length > 1;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('upload.sortInstructions') } }}
    >
      <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy} disabled={!enabled}>
        <SortEnabled.Provider value={enabled}>{children}</SortEnabled.Provider>
      </SortableContext>
    </DndContext>
  );
}

/** One list item: draggable by pointer anywhere on it, by keyboard from its handle. */
function SortableItem({ file, children }: { file: UploadFile; children: ReactNode }) {
  const { t } = useTranslation('common');
  const enabled = useContext(SortEnabled);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: file.uid,
    disabled: !enabled,
    attributes: { roleDescription: t('upload.sortRole') },
  });
  if (!enabled) return <>{children}</>;
  const onPointerDown = listeners?.onPointerDown as ((e: ReactPointerEvent) => void) | undefined;
  const onKeyDown = listeners?.onKeyDown as ((e: ReactKeyboardEvent) => void) | undefined;
  return (
    <div
      ref={setNodeRef}
      className={`dss-upload-sortable${isDragging ? ' dss-upload-sortable--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onPointerDown={onPointerDown}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="dss-upload-sortable__handle"
        {...attributes}
        aria-label={t('upload.sortHandle', { name: file.name })}
        onKeyDown={onKeyDown}
      >
        <HolderOutlined aria-hidden />
      </button>
      {children}
    </div>
  );
}

/** antd Upload `itemRender` for a list inside <SortableUpload>. */
export const sortableItemRender = (originNode: ReactNode, file: UploadFile) => <SortableItem file={file}>{originNode}</SortableItem>;
