package ringside.suite;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import ringside.reference.Reference;

/**
 * The Ringside checkout the suite runs from: its framework modules and their built class paths, then the reference
 * programs outside the JVM. The root pom's module list is the one list of framework modules (a new framework is a new
 * {@code <name>-impl} module there); {@link Reference} is the one list of references.
 */
public record Checkout(Path root) {
    private static final Pattern FRAMEWORK_MODULE = Pattern.compile("<module>([a-z0-9]+)-impl</module>");
    /** This module's folder: the suite, the references' launcher and the report run on its class path. */
    public static final String RUNNER = "runner";

    /**
     * What the suite can run, in run order: the framework modules in the pom's order whose module folder is in this
     * checkout, then the references whose sources are (references/<name>).
     */
    public List<String> frameworks() {
        String pom = read(root.resolve("pom.xml"));
        Matcher m = FRAMEWORK_MODULE.matcher(pom);
        Stream<String> modules = m.results().map(r -> r.group(1))
                .filter(name -> Files.isRegularFile(root.resolve(module(name)).resolve("pom.xml")));
        Stream<String> references = Reference.names().stream()
                .filter(name -> Files.isDirectory(references().resolve(name)));
        return Stream.concat(modules, references).toList();
    }

    /** The folder of the reference programs' sources. */
    public Path references() {
        return root.resolve(Reference.FOLDER);
    }

    /** True for a reference program outside the JVM (run by its own launcher, built by it, not by Maven). */
    public static boolean isReference(String framework) {
        return Reference.named(framework).isPresent();
    }

    public static String module(String framework) {
        return framework + "-impl";
    }

    /** A module's classes, then its runtime dependencies, as the build wrote them (target/classpath.txt). */
    public String classPath(String module) {
        Path target = root.resolve(module).resolve("target");
        Path listed = target.resolve("classpath.txt");
        if (!Files.isRegularFile(listed)) {
            throw new IllegalStateException(module + " is not built (no " + root.relativize(listed) + "): build it"
                    + " with ./mvnw -pl " + module + " -am -DskipTests package");
        }
        return target.resolve("classes") + File.pathSeparator + read(listed).trim();
    }

    /** As {@link #classPath}, with the module's test classes first (where its plain programs are). */
    public String testClassPath(String module) {
        return root.resolve(module).resolve("target").resolve("test-classes") + File.pathSeparator + classPath(module);
    }

    /** The short commit, marked when the checkout has uncommitted changes; "unknown" outside git. */
    public String commit() {
        String head = git("rev-parse", "--short", "HEAD");
        if (head.isEmpty()) {
            return "unknown";
        }
        return git("status", "--porcelain").isEmpty() ? head : head + " (with uncommitted changes)";
    }

    private String git(String... args) {
        ProcessBuilder pb = new ProcessBuilder("git", "-C", root.toString());
        pb.command().addAll(List.of(args));
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        try {
            Process p = pb.start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            return p.waitFor() == 0 ? out : "";
        } catch (IOException e) {
            return ""; // no git here
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
