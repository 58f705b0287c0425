import type { ReactNode } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { filledParams } from '#app/lib/filled-params.ts';

/**
 * A back-office list's filter: a GET form, so the URL holds the state and it works without
 * JavaScript; its fields, Apply, and Clear once something is chosen. Every list of the back
 * office (orders, products, discounts, messages, subscribers, mail) uses this one.
 */
export function ListFilter({
  label,
  path,
  filtered,
  apply,
  clear,
  compactUrl = false,
  className = 'card mt-5 flex flex-wrap items-end gap-3 p-4',
  actionsClassName = 'flex flex-wrap items-center gap-2',
  after,
  children,
}: {
  /** The search landmark's name. */
  label: string;
  /** The list's own path: where the form goes, and Clear. */
  path: string;
  filtered: boolean;
  apply: string;
  clear: string;
  /** With JavaScript, blank fields stay out of the URL (app/lib/filled-params.ts). */
  compactUrl?: boolean;
  className?: string;
  actionsClassName?: string;
  /** Beside the buttons (a live count). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={className}
      onSubmit={
        compactUrl
          ? (event) => {
              event.preventDefault();
              submit(filledParams(event.currentTarget), { method: 'get', action: path });
            }
          : undefined
      }
    >
      {children}
      <div className={actionsClassName}>
        <button type="submit" className="btn-primary">
          {apply}
        </button>
        {filtered ? (
          <Link to={path} className="btn-secondary">
            {clear}
          </Link>
        ) : null}
        {after}
      </div>
    </Form>
  );
}

/**
 * The filter's text search. Keyed by its value: after a navigation it shows the URL's value again
 * (an uncontrolled field keeps what was typed otherwise), while the rest of the form, and the
 * focus on Apply, stay.
 */
export function FilterSearch({
  id,
  label,
  value,
  maxLength,
  placeholder,
  hint,
  className = 'min-w-0 flex-1 basis-56',
  inputClassName = 'input',
  type = 'search',
}: {
  id: string;
  label: string;
  value: string | undefined;
  maxLength: number;
  placeholder?: string;
  /** Read to screen readers with the field (the placeholder is not a label). */
  hint?: string;
  className?: string;
  inputClassName?: string;
  type?: 'search' | 'text';
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type={type}
        defaultValue={value ?? ''}
        key={value ?? ''}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={inputClassName}
      />
      {hint ? (
        <p id={`${id}-hint`} className="sr-only">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** One of the filter's choices: its options are the children (the first one usually "all"). */
export function FilterSelect({
  id,
  label,
  name,
  value,
  className,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} key={value ?? ''} className="input">
        {children}
      </select>
    </div>
  );
}
