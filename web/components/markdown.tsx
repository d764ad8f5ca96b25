import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

// AI output is untrusted: raw HTML in it is dropped (skipHtml) rather than rendered, and
// react-markdown's default URL filter removes javascript: and other unsafe links.
const components: Components = {
  a: ({ node: _node, children, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
};

export function MarkdownText({ text }: { text: string }) {
  return (
    <div className="markdown">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {text}
      </Markdown>
    </div>
  );
}
