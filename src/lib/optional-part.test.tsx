import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { optionalPart, useHasPartFailed, useOptionalPart } from './optional-part';

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** What the part's module holds: a line of the schedule. */
function Line() {
  return <p>Cancelled on Friday</p>;
}
const lines = { Line };
type Lines = typeof lines;

/** A download the test answers when it wants. */
function heldDownload() {
  let answer: (module: Lines) => void = () => {};
  let refuse: () => void = () => {};
  const download = vi.fn(
    () =>
      new Promise<Lines>((resolve, reject) => {
        answer = resolve;
        refuse = () => reject(new TypeError('Failed to fetch dynamically imported module'));
      }),
  );
  return {
    download,
    answer: () => act(async () => answer(lines)),
    refuse: () => act(async () => refuse()),
  };
}

function Page({ part, isWanted = true }: { part: ReturnType<typeof optionalPart<Lines>>; isWanted?: boolean }) {
  const module = useOptionalPart(part, isWanted);
  const hasFailed = useHasPartFailed(part);
  return (
    <main>
      <h1>Schedule</h1>
      {module && <module.Line />}
      <output>{hasFailed ? 'failed' : ''}</output>
    </main>
  );
}

describe('useOptionalPart', () => {
  it('shows nothing while the part comes, then the part', async () => {
    const held = heldDownload();
    render(<Page part={optionalPart(held.download)} />);
    expect(screen.getByRole('heading', { name: 'Schedule' })).toBeInTheDocument();
    expect(screen.queryByText('Cancelled on Friday')).toBeNull();
    await held.answer();
    expect(screen.getByText('Cancelled on Friday')).toBeInTheDocument();
  });

  it('leaves the page as it is when the part cannot be fetched: nothing thrown, nothing shown', async () => {
    const held = heldDownload();
    render(<Page part={optionalPart(held.download)} />);
    await held.refuse();
    expect(screen.getByRole('heading', { name: 'Schedule' })).toBeInTheDocument();
    expect(screen.queryByText('Cancelled on Friday')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('failed');
  });

  it('downloads once for every component that shows it, and not before it is wanted', async () => {
    const held = heldDownload();
    const part = optionalPart(held.download);
    const { rerender } = render(
      <>
        <Page part={part} isWanted={false} />
        <Page part={part} isWanted={false} />
      </>,
    );
    expect(held.download).not.toHaveBeenCalled();
    rerender(
      <>
        <Page part={part} />
        <Page part={part} />
      </>,
    );
    await held.answer();
    expect(held.download).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Cancelled on Friday')).toHaveLength(2);
  });

  it('downloads afresh for the next page that wants it after a failure', async () => {
    const download = vi
      .fn<() => Promise<Lines>>(offline)
      .mockImplementationOnce(offline)
      .mockImplementationOnce(async () => lines);
    const part = optionalPart(download);
    const first = render(<Page part={part} />);
    await act(async () => {});
    expect(screen.queryByText('Cancelled on Friday')).toBeNull();
    first.unmount();
    render(<Page part={part} />);
    expect(await screen.findByText('Cancelled on Friday')).toBeInTheDocument();
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('renders nothing of it in the prerender, and fetches nothing there', () => {
    const download = vi.fn(async () => lines);
    const html = renderToString(<Page part={optionalPart(download)} />);
    expect(html).not.toContain('Cancelled');
    expect(download).not.toHaveBeenCalled();
  });
});
