package ringside.loom;

import java.util.Optional;
import ringside.contract.HttpStack;
import ringside.contract.HttpStackVariant;

/**
 * Helidon SE's WebServer and WebClient: an HTTP stack of its own on the JDK's virtual threads, which vthreads measures
 * on every other workload.
 */
final class HelidonVariant extends HttpStackVariant {
    static final HelidonVariant HELIDON = new HelidonVariant();

    private HelidonVariant() {
        super("helidon-se", ThreadVariant.VIRTUAL);
    }

    @Override
    public Optional<HttpStack> http() {
        return Optional.of(new HelidonHttpStack());
    }
}
