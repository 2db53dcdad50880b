package ringside.report;

import java.util.ArrayList;
import java.util.List;

/**
 * The report as a reader meets it, before any format: a title and blocks in order. What the report says is decided
 * once, here; {@link MarkdownRenderer} and {@link HtmlRenderer} only spell it.
 */
public record Document(String title, List<Block> blocks) {

    public Document {
        blocks = List.copyOf(blocks);
    }

    /** One piece of the report. */
    public sealed interface Block permits Heading, Paragraph, Items, Table, Chart, HeatMap {
    }

    public record Heading(int level, String text) implements Block {
    }

    public record Paragraph(String text) implements Block {
    }

    /** A bulleted list. */
    public record Items(List<Item> items) implements Block {
        public Items {
            items = List.copyOf(items);
        }
    }

    /** A list item; {@code alert}, when not empty, opens it highlighted (what did not finish). */
    public record Item(String alert, String text) {
        public static Item plain(String text) {
            return new Item("", text);
        }
    }

    public record Table(List<String> header, List<List<String>> rows) implements Block {
        public Table {
            header = List.copyOf(header);
            rows = rows.stream().map(List::copyOf).toList();
        }
    }

    /** A chart by its file name under charts/, with its SVG (linked by Markdown, inlined by HTML). */
    public record Chart(String name, String svg) implements Block {
    }

    /** Collects blocks in order. */
    public static final class Builder {
        private final List<Block> blocks = new ArrayList<>();

        public Builder heading(int level, String text) {
            blocks.add(new Heading(level, text));
            return this;
        }

        public Builder paragraph(String text) {
            blocks.add(new Paragraph(text));
            return this;
        }

        public Builder items(List<Item> items) {
            blocks.add(new Items(items));
            return this;
        }

        public Builder list(List<String> texts) {
            return items(texts.stream().map(Item::plain).toList());
        }

        public Builder table(List<String> header, List<List<String>> rows) {
            blocks.add(new Table(header, rows));
            return this;
        }

        /** A block of a kind of its own (the overview's heat map). */
        Builder block(Block block) {
            blocks.add(block);
            return this;
        }

        public Builder chart(String name, String svg) {
            blocks.add(new Chart(name, svg));
            return this;
        }

        public Document build(String title) {
            return new Document(title, blocks);
        }
    }
}
