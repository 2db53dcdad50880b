package ringside.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ringside.output.OutputLayout;

/**
 * {@code ./benchmark.sh docs}: regenerates each stored run's report files from its inputs (docs/results), then
 * rewrites every generated block of the project's pages. {@code check} writes nothing and lists what is out of
 * date (exit 1); {@code store <outDir> <what> <command>} keeps a finished run under docs/results.
 */
public final class Docs {
    /** The command that brings every generated file and block up to date. */
    public static final String FIX = "./benchmark.sh docs";

    private final Path checkout;
    private final BlockSources sources;

    public Docs(Path checkout) {
        this.checkout = checkout;
        this.sources = new BlockSources(checkout);
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1 || (args.length > 1 && !List.of("check", "store").contains(args[1]))
                || (args.length > 1 && args[1].equals("check") && args.length != 2)
                || (args.length > 1 && args[1].equals("store") && args.length != 5)) {
            System.err.println("usage: ./benchmark.sh docs [check | store <outDir> <what> <command>]");
            System.exit(2);
        }
        Docs docs = new Docs(Path.of(args[0]));
        try {
            if (args.length == 1) {
                docs.update().forEach(f -> System.out.println("docs: rewrote " + f));
            } else if (args[1].equals("check")) {
                List<String> stale = docs.stale();
                stale.forEach(System.out::println);
                if (!stale.isEmpty()) {
                    System.out.println("docs: out of date; " + FIX + " rewrites them");
                    System.exit(1);
                }
                System.out.println("docs: every generated file and block is up to date");
            } else {
                Path stored = StoredRunStore.store(Path.of(args[2]), docs.checkout, args[3], args[4]);
                if (Files.isDirectory(new OutputLayout(stored).jmh())) {
                    new StoredRun(stored).regenerate();
                }
                System.out.println("docs: stored " + args[2] + " as " + docs.checkout.relativize(stored) + "; to show"
                        + " it, write its name into the alias its blocks name (" + StoredRun.HOME + "/sample for the"
                        + " README, " + StoredRun.HOME + "/side-by-side for side-by-side.md), then run " + FIX);
            }
        } catch (IllegalArgumentException e) {
            System.err.println("docs: " + e.getMessage());
            System.exit(2);
        }
    }

    /** What is out of date: each stored run's generated files, then each page's blocks, with the block named. */
    public List<String> stale() throws IOException {
        List<String> stale = new ArrayList<>();
        for (StoredRun run : StoredRun.all(checkout)) {
            run.stale().forEach(f -> stale.add(StoredRun.HOME + "/" + run.name() + "/" + f));
        }
        for (Path page : Pages.of(checkout)) {
            String text = Files.readString(checkout.resolve(page));
            for (GeneratedBlock block : GeneratedBlock.in(text, page.toString())) {
                if (!block.content(text).equals(withNewline(sources.content(block, page)))) {
                    stale.add(page + ": block " + block.marker());
                }
            }
        }
        return stale;
    }

    /** Brings every stored run's files and every page's blocks up to date; returns what changed. */
    public List<String> update() throws IOException {
        List<String> changed = new ArrayList<>();
        for (StoredRun run : StoredRun.all(checkout)) {
            List<String> stale = run.stale();
            if (!stale.isEmpty()) {
                run.regenerate();
                stale.forEach(f -> changed.add(StoredRun.HOME + "/" + run.name() + "/" + f));
            }
        }
        for (Path page : Pages.of(checkout)) {
            Path file = checkout.resolve(page);
            String text = Files.readString(file);
            String now = GeneratedBlock.rewrite(text, page.toString(), block -> sources.content(block, page));
            if (!now.equals(text)) {
                Files.writeString(file, now);
                changed.add(page.toString());
            }
        }
        return changed;
    }

    private static String withNewline(String text) {
        return text.isEmpty() || text.endsWith("\n") ? text : text + "\n";
    }
}
