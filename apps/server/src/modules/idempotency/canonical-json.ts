// The canonical JSON text of a request body: keys sorted, undefined fields left out, so the same
// body hashes the same whatever its key order. Written with an explicit stack: a body nested
// thousands deep costs a loop, not the call stack.

type Task = { value: unknown } | { text: string };

const keyOrder = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

export function canonicalJson(root: unknown): string {
  const out: string[] = [];
  const todo: Task[] = [{ value: root }];
  for (let task = todo.pop(); task !== undefined; task = todo.pop()) {
    if ('text' in task) {
      out.push(task.text);
      continue;
    }
    const { value } = task;
    if (Array.isArray(value)) {
      out.push('[');
      todo.push({ text: ']' });
      for (let i = value.length - 1; i >= 0; i--) {
        todo.push({ value: value[i] });
        if (i > 0) todo.push({ text: ',' });
      }
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(keyOrder);
      out.push('{');
      todo.push({ text: '}' });
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        todo.push({ value: child });
        todo.push({ text: `${JSON.stringify(key)}:` });
        if (i > 0) todo.push({ text: ',' });
      }
    } else {
      out.push(JSON.stringify(value ?? null));
    }
  }
  return out.join('');
}
