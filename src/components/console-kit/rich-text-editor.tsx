'use client';

import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type RefCallback, useEffect, useId, useRef, useState } from 'react';
import { isAllowedHref } from '@/schemas/rich-text-rules';
import styles from './rich-text-editor.module.css';
import { richTextExtensions } from './rich-text-extensions';

type Toggle = 'bold' | 'italic' | 'heading' | 'bulletList' | 'orderedList' | 'link';

const TOGGLES: { key: Toggle; shortcut?: string; run: (e: Editor) => void }[] = [
  { key: 'bold', shortcut: 'Control+B', run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', shortcut: 'Control+I', run: (e) => e.chain().focus().toggleItalic().run() },
  {
    key: 'heading',
    shortcut: 'Control+Alt+3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { key: 'bulletList', shortcut: 'Control+Shift+8', run: (e) => e.chain().focus().toggleBulletList().run() },
  {
    key: 'orderedList',
    shortcut: 'Control+Shift+7',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/** The editor's HTML, '' when it holds nothing (so "required" checks see an empty field). */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * A visual rich-text editor (Tiptap): staff format with a toolbar or the usual shortcuts and never
 * type HTML. It can only make what the server's sanitiser keeps (`rich-text-extensions.ts`), and
 * the server sanitises again on save. Tiptap's own `<style>` injection is off (the CSP allows
 * none); the editor is styled by its CSS module. The editable region is a labelled, multi-line
 * textbox (`aria-labelledby` the field's label, `<id>-label`, as `AdminField` renders it).
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  registerRef,
  a11y,
  labelledBy,
  lang,
  tables = false,
  readOnly = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The form library's ref: it focuses the editable region on a validation error. */
  registerRef?: RefCallback<HTMLElement>;
  a11y: { 'aria-invalid': boolean; 'aria-describedby'?: string };
  /** The element naming the editor; `<id>-label` by default. */
  labelledBy?: string;
  lang?: string;
  /** Policies: keep (and let staff edit) tables. */
  tables?: boolean;
  /**
   * Shown, not edited (a viewer's event page): no toolbar, no typing, announced read-only. A disabled
   * fieldset around the editor does not stop a contenteditable region, so this must be said.
   */
  readOnly?: boolean;
}) {
  const t = useTranslations('studio.editor');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [linkOpen, setLinkOpen] = useState(false);

  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    ...(readOnly ? { 'aria-readonly': 'true' } : {}),
    'aria-labelledby': labelledBy ?? `${id}-label`,
    'aria-invalid': String(a11y['aria-invalid']),
    ...(a11y['aria-describedby'] ? { 'aria-describedby': a11y['aria-describedby'] } : {}),
    ...(lang ? { lang } : {}),
    class: styles.area,
  };

  const editor = useEditor({
    extensions: richTextExtensions({ tables }),
    content: value,
    // NOTE: Tiptap would add a <style> element to <head>; the CSP refuses it (decision 011).
    injectCSS: false,
    immediatelyRender: false,
    editable: !readOnly,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChangeRef.current(htmlOf(e)),
  });

  const attributesKey = JSON.stringify(attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attributesKey` stands for `attributes`.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributesKey]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === readOnly) editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  // A value set from outside (a loaded record, a reset form) replaces the content.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== htmlOf(editor)) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  // NOTE: forms pass a new ref callback on every render (`register(name).ref`); it is handed the
  // editable region once per editor, not again on each keystroke.
  const registerRefRef = useRef(registerRef);
  registerRefRef.current = registerRef;
  useEffect(() => {
    if (!editor) return;
    registerRefRef.current?.(editor.view.dom);
    return () => {
      registerRefRef.current?.(null);
    };
  }, [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      heading: e?.isActive('heading', { level: 3 }) ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });

  const openLink = () => {
    if (editor) setLinkOpen(true);
  };

  return (
    <div className={styles.editor} data-rich-text={id} data-read-only={readOnly ? '' : undefined}>
      {readOnly ? null : (
        <div role="toolbar" aria-label={t('toolbar')} aria-controls={id} className={styles.toolbar}>
          {TOGGLES.map((b) => (
            <button
              key={b.key}
              type="button"
              className={styles.tool}
              aria-pressed={state?.[b.key] ?? false}
              aria-keyshortcuts={b.shortcut}
              disabled={!editor}
              onClick={() => editor && b.run(editor)}
              data-format={b.key}
            >
              {t(b.key)}
            </button>
          ))}
          <button
            type="button"
            className={styles.tool}
            aria-pressed={state?.link ?? false}
            aria-keyshortcuts="Control+K"
            aria-expanded={linkOpen}
            aria-controls={`${id}-link`}
            disabled={!editor}
            onClick={openLink}
            data-format="link"
          >
            {t('link')}
          </button>
          <span className={styles.separator} aria-hidden="true" />
          <button
            type="button"
            className={styles.tool}
            aria-keyshortcuts="Control+Z"
            disabled={!state?.canUndo}
            onClick={() => editor?.chain().focus().undo().run()}
            data-format="undo"
          >
            {t('undo')}
          </button>
          <button
            type="button"
            className={styles.tool}
            aria-keyshortcuts="Control+Shift+Z"
            disabled={!state?.canRedo}
            onClick={() => editor?.chain().focus().redo().run()}
            data-format="redo"
          >
            {t('redo')}
          </button>
        </div>
      )}
      {linkOpen && editor && !readOnly ? (
        <LinkForm id={`${id}-link`} editor={editor} onDone={() => setLinkOpen(false)} />
      ) : null}
      <EditorContent
        editor={editor}
        className={styles.content}
        onKeyDown={(e) => {
          if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
            e.preventDefault();
            openLink();
          }
        }}
      />
    </div>
  );
}

/**
 * The link's address, asked for in place (not a modal: the editor sits inside the studio's forms,
 * and a form may not hold another). Enter applies, Escape cancels; focus returns to the text.
 */
function LinkForm({ id, editor, onDone }: { id: string; editor: Editor; onDone: () => void }) {
  const t = useTranslations('studio.editor');
  const inputId = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current || 'https://');
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const close = () => {
    onDone();
    editor.commands.focus();
  };
  const apply = () => {
    const address = href.trim();
    if (!isAllowedHref(address)) {
      setError(true);
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
        .run();
    } else {
      chain.setLink({ href: address }).run();
    }
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> inside the editor would restyle every form; the group is named.
    <div id={id} role="group" aria-label={t('linkTitle')} className={styles.linkForm}>
      <label htmlFor={inputId}>{t('linkLabel')}</label>
      <input
        ref={input}
        id={inputId}
        type="url"
        inputMode="url"
        value={href}
        onChange={(e) => {
          setHref(e.target.value);
          setError(false);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error}
        aria-describedby={`${inputId}-hint`}
      />
      <p id={`${inputId}-hint`} className={error ? styles.linkError : styles.linkHint}>
        {error ? t('linkInvalid') : t('linkHint')}
      </p>
      <div className={styles.linkActions}>
        <button type="button" className={styles.tool} onClick={apply} data-link-apply="">
          {t('linkApply')}
        </button>
        {current ? (
          <button type="button" className={styles.tool} onClick={remove}>
            {t('linkRemove')}
          </button>
        ) : null}
        <button type="button" className={styles.tool} onClick={close}>
          {t('linkCancel')}
        </button>
      </div>
    </div>
  );
}
