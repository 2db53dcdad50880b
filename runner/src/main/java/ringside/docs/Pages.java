package ringside.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The project's Markdown pages: README.md, docs/*.md and each module's README.md, as paths inside the checkout. */
public final class Pages {
    private Pages() {
    }

    public static List<Path> of(Path checkout) throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.list(checkout.resolve("docs")); Stream<Path> modules = Files.list(checkout)) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted()
                    .forEach(p -> pages.add(checkout.relativize(p)));
            modules.filter(Files::isDirectory).map(m -> m.resolve("README.md")).filter(Files::exists).sorted()
                    .map(checkout::relativize).filter(p -> !pages.contains(p)).forEach(pages::add);
        }
        return pages;
    }
}
