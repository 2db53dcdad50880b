package ringside.loom;

import java.util.Optional;
import ringside.contract.HttpStack;
import ringside.contract.HttpStackVariant;

/** The JDK's own HTTP server and client, on platform threads or on virtual threads: two stacks, two variants. */
final class JdkHttpServerVariant extends HttpStackVariant {
    static final JdkHttpServerVariant PLATFORM = new JdkHttpServerVariant("jdk-httpserver", ThreadVariant.PLATFORM);
    static final JdkHttpServerVariant VIRTUAL = new JdkHttpServerVariant("jdk-httpserver-virtual",
            ThreadVariant.VIRTUAL);

    private final boolean virtual;

    private JdkHttpServerVariant(String name, ThreadVariant runsOn) {
        super(name, runsOn);
        this.virtual = runsOn.virtual();
    }

    @Override
    public Optional<HttpStack> http() {
        return Optional.of(new JdkHttpStack(virtual));
    }
}
